# Seed the bench Redmine (run by serve.py as `rails runner seed.rb SEED_JSON`, once per start, after
# the migrations and Redmine's own default data: trackers, statuses, priorities, roles, workflows).
#
# The data is seed.json, inserted in its order with fixed dates, so ids and contents are the same on
# every start. Issue statuses, dates and journal times are written as columns after the records are
# created (the workflow rules are for people changing issues, not for laying out a fixture).
require 'json'

data = JSON.parse(File.read(ARGV.fetch(0)))
base = Time.utc(2026, 3, 2, 9, 0, 0)

# No mail: nothing leaves a bench site, and Redmine's mail jobs run on threads of their own that take
# SQLite's lock while this script writes ("database is locked" on a loaded machine). The setting is
# stored, so the server sends none either.
ActiveJob::Base.queue_adapter = :inline
ActionMailer::Base.perform_deliveries = false
Setting.notified_events = []
Setting.default_language = 'en'
Setting.rest_api_enabled = '1'
Setting.login_required = '0'
Setting.self_registration = '0'
Setting.app_title = 'Team Tracker'
Setting.text_formatting = 'textile'

admin = User.find_by_login!(data['admin']['login'])
admin.password = admin.password_confirmation = data['admin']['password']
admin.must_change_passwd = false
admin.save!

users = {}
data['users'].each do |u|
  user = User.new(firstname: u['firstname'], lastname: u['lastname'], mail: u['mail'], language: 'en')
  user.login = u['login']
  user.password = user.password_confirmation = u['password']
  user.save!
  users[u['login']] = user
end

trackers = Tracker.all.index_by(&:name)
statuses = IssueStatus.all.index_by(&:name)
priorities = IssuePriority.all.index_by(&:name)
roles = Role.all.index_by(&:name)
projects = {}
versions = {}

data['projects'].each do |p|
  project = Project.new(name: p['name'], identifier: p['identifier'], description: p['description'],
                        is_public: p['public'])
  project.enabled_module_names = %w[issue_tracking time_tracking news documents files wiki calendar gantt]
  project.trackers = Tracker.all.to_a
  project.save!
  projects[p['identifier']] = project
  p['members'].each do |login, role|
    Member.create!(project: project, principal: users.fetch(login), roles: [roles.fetch(role)])
  end
  p['versions'].each do |v|
    versions[[p['identifier'], v['name']]] =
      Version.create!(project: project, name: v['name'], effective_date: v['due'], status: 'open')
  end
  wiki = project.wiki || Wiki.create!(project: project, start_page: 'Wiki')
  p['wiki'].each do |w|
    page = WikiPage.new(wiki: wiki, title: w['title'].tr(' ', '_'))
    page.content = WikiContent.new(text: w['text'], author: users['carol'])
    page.save!
  end
  p['news'].each do |n|
    News.create!(project: project, title: n['title'], summary: n['summary'], description: n['summary'],
                 author: users.fetch(n['author']))
  end
end

data['issues'].each_with_index do |row, i|
  ident, tracker, subject, status, priority, assignee, author, version, due, hours, text = row
  created = base + (i * 86_400)
  issue = Issue.new(project: projects.fetch(ident), tracker: trackers.fetch(tracker), subject: subject,
                    description: text, priority: priorities.fetch(priority), author: users.fetch(author),
                    assigned_to: assignee && users.fetch(assignee),
                    fixed_version: version && versions.fetch([ident, version]),
                    start_date: created.to_date, due_date: due, estimated_hours: hours)
  issue.save!
  closed = statuses.fetch(status).is_closed
  issue.update_columns(status_id: statuses.fetch(status).id, created_on: created, updated_on: created,
                       closed_on: closed ? created + 86_400 : nil)
end

data['journals'].each_with_index do |(issue_id, login, notes), i|
  issue = Issue.find(issue_id)
  journal = Journal.create!(journalized: issue, user: users.fetch(login), notes: notes)
  at = issue.created_on + ((i + 1) * 3_600)
  journal.update_columns(created_on: at)
  issue.update_columns(updated_on: at)
end

data['queries'].each do |q|
  query = IssueQuery.new(name: q['name'], project: q['project'] && projects.fetch(q['project']),
                         user: admin, visibility: Query::VISIBILITY_PUBLIC)
  filters = q['filters']
  query.filters = {}
  query.add_filter('status_id', 'o', ['']) if filters['status'] == 'open'
  query.add_filter('tracker_id', '=', [trackers.fetch(filters['tracker']).id.to_s]) if filters['tracker']
  if filters['priority']
    query.add_filter('priority_id', '=', filters['priority'].map { |name| priorities.fetch(name).id.to_s })
  end
  query.save!
end

puts "seeded #{Project.count} projects, #{Issue.count} issues, #{Journal.count} journals, #{User.count} users"
